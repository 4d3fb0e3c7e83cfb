pub fn parse_port(s: &str) -> Option<u16> {
    s.trim().parse().ok()
}

pub fn format_addr(host: &str, port: u16) -> String {
    format!("{}:{}", host, port)
}
