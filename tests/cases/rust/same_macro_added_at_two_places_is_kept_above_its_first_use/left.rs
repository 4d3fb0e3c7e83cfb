pub fn parse_port(s: &str) -> Option<u16> {
    s.parse().ok()
}

macro_rules! trimmed {
    ($s:expr) => {
        $s.trim()
    };
}

pub fn parse_retries(s: &str) -> Option<u8> {
    trimmed!(s).parse().ok()
}
