func isTrusted(_ trust: SecTrust) -> Bool {
    #if swift(>=5.0)
    var result = SecTrustResultType.invalid
    let status = SecTrustEvaluate(trust, &result)
    #else
    var result = SecTrustResultType(kSecTrustResultInvalid)
    let status = SecTrustEvaluate(trust, &result)
    #endif
    return status == errSecSuccess
}
