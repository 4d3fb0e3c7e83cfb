#[derive(Debug, serde::Deserialize)]
pub struct Config {
    pub name: String,
}
