import { configure } from '@testing-library/dom'

// A loaded two-core CI machine can take more than the default second to settle a lazy page;
// waiting on the condition longer keeps component tests from flaking, it does not slow passing ones.
configure({ asyncUtilTimeout: 5_000 })
