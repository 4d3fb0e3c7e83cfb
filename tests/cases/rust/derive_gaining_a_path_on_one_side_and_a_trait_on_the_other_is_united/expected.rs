#[derive(Debug, serde::Serialize, Default)]
pub struct Config {
    pub name: String,
}
