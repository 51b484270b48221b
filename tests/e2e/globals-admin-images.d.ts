/** The parts of the demo's mock database the images journey reads (merged into DemoMockState). */
interface DemoMockState {
  localProfile: { deletions: { imageId: number; reason: string }[] };
}
