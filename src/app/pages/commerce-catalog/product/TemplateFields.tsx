/**
 * A template's input groups, each node drawn by its type (CHECKBOX, CONTENT, DATE_INPUT,
 * NUMBER_INPUT, TEXTAREA, TEXT_INPUT). Values are strings: "true" / "false" for a checkbox.
 */
import { Checkbox, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { InputNodeType, ProductTemplatesQuery } from '@/api/commerce/catalog';
import { messages } from '@/lib/messages';
import { catalogCopy } from '../copy';

type Template = ProductTemplatesQuery['productTemplates'][number];

const NODE_INPUTS: Record<InputNodeType, () => ReactNode> = {
  TEXT_INPUT: () => <Input style={{ maxWidth: 400 }} />,
  NUMBER_INPUT: () => <Input inputMode="numeric" style={{ maxWidth: 200 }} />,
  DATE_INPUT: () => <Input type="date" style={{ maxWidth: 200 }} />,
  TEXTAREA: () => <Input.TextArea rows={3} />,
  CONTENT: () => <Input.TextArea rows={5} />,
  CHECKBOX: () => <Checkbox>{catalogCopy.productForm.checkboxYes}</Checkbox>,
};

const NUMBER = /^\d*$/;

export function TemplateFields({ templates }: { readonly templates: readonly Template[] }) {
  return templates.map((template) => (
    <div key={template.id}>
      <h3 className="section-title" style={{ fontSize: 15, margin: '0 0 8px' }}>
        {template.name}
      </h3>
      {template.inputGroups.map((group) => (
        <fieldset key={group.id} style={{ border: 0, margin: '0 0 12px', padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{group.title}</legend>
          {group.nodes.map((node) => {
            const name = ['templates', template.id, node.dataKey];
            if (node.type === 'CHECKBOX')
              return (
                <Form.Item
                  key={node.dataKey}
                  name={name}
                  label={node.label}
                  valuePropName="checked"
                  getValueProps={(value: string) => ({ checked: value === 'true' })}
                  normalize={(checked: boolean) => (checked ? 'true' : 'false')}
                >
                  {NODE_INPUTS.CHECKBOX()}
                </Form.Item>
              );
            return (
              <Form.Item
                key={node.dataKey}
                name={name}
                label={node.label}
                rules={node.type === 'NUMBER_INPUT' ? [{ pattern: NUMBER, message: messages.validation.integer }] : []}
              >
                {(NODE_INPUTS[node.type as InputNodeType] ?? NODE_INPUTS.TEXT_INPUT)()}
              </Form.Item>
            );
          })}
        </fieldset>
      ))}
    </div>
  ));
}
