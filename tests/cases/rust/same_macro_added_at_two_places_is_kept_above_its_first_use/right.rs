macro_rules! trimmed {
    ($s:expr) => {
        $s.trim()
    };
}

pub fn parse_port(s: &str) -> Option<u16> {
    trimmed!(s).parse().ok()
}

pub fn parse_retries(s: &str) -> Option<u8> {
    s.parse().ok()
}
