#[derive(Debug)]
pub struct Config {
    pub name: String,
}
