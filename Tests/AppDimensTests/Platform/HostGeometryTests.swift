import Testing

@testable import AppDimens

// Expectations: HostGeometry's table, by hand: outer size = size + insets; the top edge is
// reached when the top inset is positive.

@Test func aRootsOuterSizeAndTopEdgeAreWhatTheDecisionUses() {
  let root = HostGeometry(width: 390, height: 763, top: 47, bottom: 34)
  #expect(root.outerWidth == 390)
  #expect(root.outerHeight == 844)
  #expect(root.reachesTopEdge)
  // The keyboard: the root shrinks by what the bottom inset grows: the same geometry.
  #expect(root == HostGeometry(width: 390, height: 467, top: 47, bottom: 330))
  let sheet = HostGeometry(width: 390, height: 756, bottom: 34)
  #expect(sheet.outerHeight == 790)
  #expect(!sheet.reachesTopEdge)
  let landscape = HostGeometry(width: 750, height: 369, leading: 47, bottom: 21, trailing: 47)
  #expect(landscape.outerWidth == 844)
  #expect(landscape.outerHeight == 390)
  #expect(!HostGeometry(width: 300, height: 200).reachesTopEdge)
}

@Test func aRootLaidOutAtZeroOrNaNIsNoMeasurement() {
  #expect(HostGeometry(width: 390, height: 844).hasSize)
  #expect(!HostGeometry(width: 0, height: 0).hasSize)
  #expect(!HostGeometry(width: .nan, height: 844).hasSize)
  #expect(!HostGeometry(width: .infinity, height: 844).hasSize)
}
