func isTrusted(_ trust: SecTrust) -> Bool {
<<<<<<< left
    #if swift(>=5.0)
    var result = SecTrustResultType.invalid
    let status = SecTrustEvaluate(trust, &result)
    #else
    var result = SecTrustResultType(kSecTrustResultInvalid)
||||||| base
    var result = SecTrustResultType(kSecTrustResultInvalid)
=======
    var result = SecTrustResultType(kSecTrustResultUnspecified)
>>>>>>> right
    let status = SecTrustEvaluate(trust, &result)
    #endif
    return status == errSecSuccess
}
