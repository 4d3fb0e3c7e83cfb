#[repr(u8)]
pub enum Level {
    Debug = 1,
    Info = 2,
}

impl Level {
    pub fn from_u8(b: u8) -> Option<Level> {
        match b {
            1 => Some(Level::Debug),
            2 => Some(Level::Info),
            _ => None,
        }
    }
}
