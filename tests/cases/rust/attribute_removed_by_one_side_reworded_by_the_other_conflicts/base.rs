use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Limits {
    pub burst: u32,
    #[serde(default)]
    pub window: u64,
}

#[test]
#[ignore = "flaky on CI"]
fn refill_is_linear() {
    let l = Limits { burst: 4, window: 10 };
    assert_eq!(l.burst, 4);
}
