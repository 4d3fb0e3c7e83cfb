func isTrusted(_ trust: SecTrust) -> Bool {
    var result = SecTrustResultType(kSecTrustResultUnspecified)
    let status = SecTrustEvaluate(trust, &result)
    return status == errSecSuccess
}
