<<<<<<< left
#[derive(Debug, serde::Serialize)]
||||||| base
#[derive(Debug)]
=======
#[derive(Debug, Default)]
>>>>>>> right
pub struct Config {
    pub name: String,
}
