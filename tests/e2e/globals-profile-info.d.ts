/** The parts of the demo's mock database the profile-info sweep cases read (merged into DemoMockState). */
interface DemoMockState {
  customer: {
    relations: { accountId: number; customerId: number; followStatus: string }[];
    comments: { accountId: number; customerId: number }[];
  };
}
