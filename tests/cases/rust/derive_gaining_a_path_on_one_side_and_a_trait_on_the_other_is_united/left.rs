#[derive(Debug, serde::Serialize)]
pub struct Config {
    pub name: String,
}
