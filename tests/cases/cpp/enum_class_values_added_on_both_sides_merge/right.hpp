enum class Level {
    Debug,
    Info,
    Warning,
    Fatal,
};

const char* level_name(Level level);
