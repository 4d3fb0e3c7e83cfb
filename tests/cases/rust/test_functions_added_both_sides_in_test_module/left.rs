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

    #[test]
    fn parses_off() {
        assert_eq!(parse_flag("off"), Some(false));
    }
}
