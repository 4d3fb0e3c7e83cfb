func isTrusted(_ trust: SecTrust) -> Bool {
    var result = SecTrustResultType(kSecTrustResultInvalid)
    let status = SecTrustEvaluate(trust, &result)
    return status == errSecSuccess
}
