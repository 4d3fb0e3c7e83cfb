#[derive(Debug, serde_json::Serialize)]
pub struct Config {
    pub name: String,
}
