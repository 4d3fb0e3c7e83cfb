#[derive(Debug, Default)]
pub struct Config {
    pub name: String,
}
