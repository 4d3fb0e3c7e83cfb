<<<<<<< left
#[derive(Debug, serde::Deserialize)]
||||||| base
#[derive(Debug, serde::Serialize)]
=======
#[derive(Debug, serde_json::Serialize)]
>>>>>>> right
pub struct Config {
    pub name: String,
}
