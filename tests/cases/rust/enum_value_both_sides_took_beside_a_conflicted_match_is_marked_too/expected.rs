#[repr(u8)]
pub enum Level {
    Debug = 1,
    Info = 2,
<<<<<<< left
    Warn = 3,
||||||| base
=======
    Error = 3,
>>>>>>> right
}

impl Level {
    pub fn from_u8(b: u8) -> Option<Level> {
        match b {
            1 => Some(Level::Debug),
            2 => Some(Level::Info),
<<<<<<< left
            3 => Some(Level::Warn),
||||||| base
=======
            3 => Some(Level::Error),
>>>>>>> right
            _ => None,
        }
    }
}
