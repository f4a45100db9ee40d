import Testing

@testable import AppDimensBreakpoints

@Test func sizeClassFamilies() {
  for sizeClass in SizeClass.allCases {
    let family = SizeClassIdentifiers(sizeClass)
    #expect(family.phone == ScreenIdentifier(.sizeClass(sizeClass, idiom: .phone)))
    #expect(family.pad == ScreenIdentifier(.sizeClass(sizeClass, idiom: .pad)))
    #expect(family.all == ScreenIdentifier(.sizeClass(sizeClass, idiom: nil)))
    for idiom in DeviceIdiom.allCases {
      #expect(family.idiom(idiom) == ScreenIdentifier(.sizeClass(sizeClass, idiom: idiom)))
    }
    #expect(!family.phone.isDefault)
  }
  #expect(SizeClassIdentifiers(.compact) == wC)
  #expect(SizeClassIdentifiers(.regular) == wR)
}
