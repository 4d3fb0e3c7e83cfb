pub struct Config {
    pub host: String,
    pub port: u16,
    pub user: String,
    pub timeout: u64
}
