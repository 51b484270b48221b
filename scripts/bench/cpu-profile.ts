/**
 * Reads V8 CPU profiles of a production build served from `outDir` (built with source maps): self
 * time by owner (a package of node_modules, a folder of our code, or what V8 names native work such
 * as `(program)` and `(garbage collector)`), a chosen owner's functions, and what the main thread did
 * in time slices. Used by `npm run bench:profile` and the board day's `BENCH_DAY_PROFILE`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface CallFrame {
  readonly url: string;
  readonly functionName: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

export interface CpuProfile {
  readonly nodes: { readonly id: number; readonly callFrame: CallFrame }[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

export type Table = { readonly owner: string; readonly ms: number }[];

export class ProfileReader {
  private readonly maps = new Map<string, TraceMap | null>();
  private readonly selfMs = new Map<string, number>();
  private readonly detailMs = new Map<string, number>();
  private profiles = 0;

  /** `detail`: an owner whose functions are counted too. */
  constructor(
    private readonly root: string,
    private readonly outDir: string,
    private readonly origin: string,
    private readonly detail?: string,
  ) {}

  /**
   * Adds a profile's self times; returns its time slices (`sliceMs` wide, from its start) with
   * the owners that used each.
   */
  add(profile: CpuProfile, sliceMs = 100): Map<number, Map<string, number>> {
    this.profiles += 1;
    const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const slices = new Map<number, Map<string, number>>();
    let at = 0;
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index]!;
      at += micros;
      const frame = byId.get(id)!;
      const owner = this.ownerOf(frame);
      const ms = micros / 1000;
      this.selfMs.set(owner, (this.selfMs.get(owner) ?? 0) + ms);
      if (owner === this.detail) {
        const name = this.functionOf(frame);
        this.detailMs.set(name, (this.detailMs.get(name) ?? 0) + ms);
      }
      const slice = Math.floor(at / 1000 / sliceMs) * sliceMs;
      const owners = slices.get(slice) ?? new Map<string, number>();
      owners.set(owner, (owners.get(owner) ?? 0) + ms);
      slices.set(slice, owners);
    });
    return slices;
  }

  /** Self time by owner, per profile added (mean), at least `minMs`. */
  owners(minMs = 2): Table {
    return mean(this.selfMs, this.profiles, minMs);
  }

  /** The detail owner's functions, per profile added (mean). */
  functions(limit = 25): Table {
    return mean(this.detailMs, this.profiles, 0).slice(0, limit);
  }

  private mapOf(url: string): TraceMap | null {
    if (!this.maps.has(url)) {
      try {
        this.maps.set(url, new TraceMap(readFileSync(`${join(this.outDir, new URL(url).pathname)}.map`, 'utf8')));
      } catch {
        this.maps.set(url, null);
      }
    }
    return this.maps.get(url)!;
  }

  private ownerOf(frame: CallFrame): string {
    if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
    if (!frame.url.startsWith(`${this.origin}/`)) return '(other)';
    const map = this.mapOf(frame.url);
    if (!map) return `(unmapped ${new URL(frame.url).pathname})`;
    const source = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    // Module wrappers and helpers of the bundler map to no source.
    if (!source) return '(bundler glue)';
    const file = relative(this.root, join(this.outDir, 'assets', source));
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    if (pkg) return pkg[1]!;
    const parts = file.split('/');
    return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || file;
  }

  private functionOf(frame: CallFrame): string {
    const map = frame.url ? this.mapOf(frame.url) : null;
    if (!map) return frame.functionName || '(anonymous)';
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const file = (position.source ?? '').replace(/^.*node_modules\//, '');
    return `${position.name ?? (frame.functionName || '(anonymous)')} ${file}:${position.line ?? '?'}`;
  }
}

function mean(totals: ReadonlyMap<string, number>, count: number, minMs: number): Table {
  return [...totals.entries()]
    .map(([owner, ms]) => ({ owner, ms: Math.round((ms / Math.max(1, count)) * 10) / 10 }))
    .filter((row) => row.ms >= minMs)
    .sort((a, b) => b.ms - a.ms);
}

/** One line per slice: idle time and the busiest owners. */
export function sliceLines(slices: ReadonlyMap<number, ReadonlyMap<string, number>>, top = 5): string[] {
  return [...slices.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, owners]) => {
      const busiest = [...owners.entries()]
        .filter(([owner]) => owner !== '(idle)')
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([owner, ms]) => `${owner} ${Math.round(ms)}`);
      return `${String(start).padStart(5)} ms  idle ${Math.round(owners.get('(idle)') ?? 0)}  ${busiest.join(', ')}`;
    });
}
