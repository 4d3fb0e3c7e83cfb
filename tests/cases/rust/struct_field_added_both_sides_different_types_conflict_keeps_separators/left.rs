pub struct Config {
    pub timeout: u32,
    pub host: String,
    pub port: u16,
    pub user: String
}
