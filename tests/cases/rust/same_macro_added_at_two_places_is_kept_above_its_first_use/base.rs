pub fn parse_port(s: &str) -> Option<u16> {
    s.parse().ok()
}

pub fn parse_retries(s: &str) -> Option<u8> {
    s.parse().ok()
}
