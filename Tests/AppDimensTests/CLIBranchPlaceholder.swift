// Placeholder so the package resolves on the `cli` branch; the lead owns this test target.
