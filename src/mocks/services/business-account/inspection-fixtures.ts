/** Tests' business inspection: a whole request of the default form (501) that the mock accepts. */
export const inspectionRequest = (businessAccountId: number) => ({
  businessAccountId,
  inspectionSetId: 501,
  businessNumber: '1051234564',
  businessType: 'GENERAL_TAXPAYER' as const,
  businessRegistrationImageUrls: ['https://images.dongnemarket.com/uploads/1/640x640.png'],
  answers: [
    { key: 'storeSignName', text: '동네커피' },
    { key: 'openedOn', date: '2019-03-02' },
  ],
});
