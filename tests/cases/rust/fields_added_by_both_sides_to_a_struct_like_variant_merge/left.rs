pub enum Event {
    Login {
        user: String,
        at: u64,
        ip: std::net::IpAddr,
    },
    Logout,
}
