import AppDimensAudit
import Testing

@testable import AppDimensDynamic

/// Compiles only when `T` is `Sendable`: the check is the build itself.
func requireSendable<T: Sendable>(_: T.Type) {}

/// House rule: every public type is `Sendable`, so configurations, tables, builders and
/// options can be shared across tasks and actors. This file names EVERY public type of every
/// library module (Scripts/check-sendable.sh fails when one is missing); a type that stops
/// being `Sendable` breaks the build of this test target.
///
/// Not listed: the Apple-only adapters in `Sources/*/Apple/` (SwiftUI views and property
/// wrappers that hold `Environment` main-actor view state, deliberately not `Sendable`, and the
/// Metal namespace); they are type-checked by Scripts/check-apple.sh. The command-line
/// module's types are listed in Tests/AppDimensCommandLineTests/Concurrency/.
@Suite("Every public type is Sendable (compile-time)")
struct SendableConformanceTests {
  @Test func everyPublicLibraryTypeIsSendable() {
    // AppDimens
    requireSendable(MissingProviderWarning.self)
    requireSendable(AppDimens.self)
    requireSendable(AppDimensPlain.self)
    requireSendable(ConditionRanking.self)
    requireSendable(ContentSizeCategory.self)
    requireSendable(DeviceIdiom.self)
    requireSendable(DimensPlatform.self)
    requireSendable(AppTextSize.self)
    requireSendable(ProviderWindow.self)
    requireSendable(DimensBaseline.self)
    requireSendable(DimensConfigurationError.Field.self)
    requireSendable(DpQualifier.self)
    requireSendable(Inverter.self)
    requireSendable(Orientation.self)
    requireSendable(PrincipalScaling.self)
    requireSendable(ScaledDimensionSpec.Kind.self)
    requireSendable(ScalingCurves.self)
    requireSendable(ScalingStrategy.self)
    requireSendable(SizeClass.self)
    requireSendable(UIMode.self)
    // protocol DimensValue: not a value; its conformers are the standard library numbers (Sendable).
    requireSendable(ConditionalValue.self)
    requireSendable(ConfigurationTracker.self)
    requireSendable(DimensConfiguration.self)
    requireSendable(DesignFrame.self)
    requireSendable(ScalingReference.self)
    requireSendable(DimensConfigurationError.self)
    requireSendable(DesignPoints.self)
    requireSendable(DesignPoints.Extrapolation.self)
    requireSendable(DesignPointsError.self)
    requireSendable(DimensFactors.self)
    requireSendable(RankKey.self)
    requireSendable(ScaledDimensionSpec.self)
    requireSendable(ValueExplanation.self)
    requireSendable(ValueExplanation.Step.self)
    requireSendable(ScaledDpBuilder.self)  // and its protocol ConditionalChain (Sendable)
    requireSendable(ScreenCondition.self)
    requireSendable(WindowMetrics.self)
    requireSendable(DesignTokenValue.self)
    requireSendable(DesignTokenValue.Scaling.self)
    requireSendable(DesignTokenValue.Kind.self)
    // AppDimensTokens
    requireSendable(TokenCodeGenerator.self)
    requireSendable(TokenCodeGenerator.Failure.self)
    // AppDimensAudit
    requireSendable(AuditWindow.self)
    requireSendable(DesignAudit.self)
    requireSendable(DesignAuditReport.self)
    requireSendable(DesignRule.self)
    requireSendable(DesignToken.self)
    requireSendable(DesignToken.Role.self)
    requireSendable(DesignRow.self)
    requireSendable(DesignRow.Item.self)
    requireSendable(DesignViolation.self)
    requireSendable(DesignViolation.Key.self)
    requireSendable(PlatformLimits.self)
    requireSendable(DesignFinding.self)
    requireSendable(DesignFinding.Key.self)
    requireSendable(DesignFinding.Fix.self)
    requireSendable(DesignFindingGroup.self)
    requireSendable(DesignPlatform.self)
    requireSendable(DesignScaling.self)
    requireSendable(DesignSystem.self)
    requireSendable(DesignModes.self)
    requireSendable(DesignModes.Mode.self)
    requireSendable(DesignModes.Breakpoint.self)
    requireSendable(DesignSystem.Count.self)
    requireSendable(DesignSystem.ExpressionFailure.self)
    requireSendable(DesignSystem.File.self)
    requireSendable(DesignSystem.Options.self)
    requireSendable(DesignSystem.ReadError.self)
    requireSendable(DesignSystem.RoleMatch.self)
    requireSendable(DesignTokenLocation.self)
    requireSendable(DesignTokenProblem.self)
    requireSendable(TokenPattern.self)
    requireSendable(TokenRoleRule.self)
    // AppDimensAuto
    requireSendable(AutoScaling.self)
    requireSendable(AutoScaledBuilder.self)
    // AppDimensBreakpoints
    requireSendable(BreakpointTier.self)
    requireSendable(ScalingRounding.self)
    requireSendable(ScreenIdentifier.Kind.self)
    requireSendable(Breakpoints<Double>.self)
    requireSendable(Breakpoints<Double>.Entry.self)
    requireSendable(ScalingRule.self)
    requireSendable(ScreenIdentifier.self)
    requireSendable(SizeClassIdentifiers.self)
    // AppDimensDevices
    requireSendable(DeviceCatalog.self)
    requireSendable(DeviceFamily.self)
    requireSendable(SplitFraction.self)
    requireSendable(DeviceProfile.self)
    requireSendable(DeviceWindow.self)
    requireSendable(PreviewMatrix.self)
    requireSendable(PreviewCell.self)
    requireSendable(SplitViewWidths.self)
    // AppDimensDynamicType
    requireSendable(CSSNumber.self)
    requireSendable(DynamicType.self)
    requireSendable(FontWeight.self)
    requireSendable(TextStyle.self)
    requireSendable(TypeRamp.self)
    requireSendable(WatchContentSizeCategory.self)
    requireSendable(WebTypeStylesheet.self)
    requireSendable(FluidTypeClamp.self)
    requireSendable(FontSpec.self)
    requireSendable(FontSpec.Face.self)
    requireSendable(TextSizeSwitch.self)
    requireSendable(ResolvedFont.self)
    requireSendable(TypeMetrics.self)
    requireSendable(TypeRampCell.self)
    requireSendable(DynamicTypeCurve.self)
    requireSendable(TypeRampRow.self)
    // AppDimensMetal
    requireSendable(AppDimensUniforms.self)
    // AppDimensResize
    requireSendable(DimensResize.self)
    requireSendable(ResizeBound.self)
    // AppDimensStrategies
    requireSendable(StrategyOptions.self)
    // AppDimensUnits
    requireSendable(DimensUnit.self)
    requireSendable(DimensUnits.self)
  }
}
