pub fn parse_port(s: &str) -> Option<u16> {
    s.trim().parse().ok()
}

pub fn parse_port_legacy(s: &str) -> u16 {
    s.parse().unwrap_or(80)
}

pub fn format_addr(host: &str, port: u16) -> String {
    format!("{}:{}", host, port)
}
