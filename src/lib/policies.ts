/** Effective date of the Terms of Service and the Privacy Policy (SPEC.md section 9). */
export const POLICY_EFFECTIVE_DATE = "2025-07-18";
