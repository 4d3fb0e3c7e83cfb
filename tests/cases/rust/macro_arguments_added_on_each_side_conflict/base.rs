pub fn steps() -> Vec<&'static str> {
    vec!["fetch", "build"]
}
