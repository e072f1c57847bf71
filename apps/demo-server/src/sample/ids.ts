// The sample library's fixed ids live with the tests that name them (the one module the demo server shares with them).
export * from '../../../../test-support/sample-ids'
