pub enum Event {
    Login {
        user: String,
        at: u64,
        method: AuthMethod,
    },
    Logout,
}
