/** The suite's one timeout setting (TEST_PATIENCE), for the few tests that need a longer one than the default. */
export { patience } from '../../scripts/lib/patience';
