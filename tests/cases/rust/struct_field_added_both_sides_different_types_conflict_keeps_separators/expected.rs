pub struct Config {
<<<<<<< left
    pub timeout: u32,
||||||| base
=======
    pub timeout: u64,
>>>>>>> right
    pub host: String,
    pub port: u16,
    pub user: String
}
