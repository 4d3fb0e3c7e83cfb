pub fn steps() -> Vec<&'static str> {
<<<<<<< left
    vec!["fetch", "build", "test"]
||||||| base
    vec!["fetch", "build"]
=======
    vec!["fetch", "build", "deploy"]
>>>>>>> right
}
