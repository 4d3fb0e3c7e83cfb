pub fn parse_flag(s: &str) -> Option<bool> {
    match s {
        "on" | "true" => Some(true),
        "off" | "false" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_on() {
        assert_eq!(parse_flag("on"), Some(true));
    }

    // Upper case is not accepted on purpose: config files are lower case.
    #[test]
    #[ignore = "documents current behaviour"]
    fn rejects_upper_case() {
        assert_eq!(parse_flag("ON"), None);
    }
}
