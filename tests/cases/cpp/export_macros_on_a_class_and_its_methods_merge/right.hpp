namespace audit {

class AUDIT_API AuditLog {
public:
    AUDIT_INLINE explicit AuditLog(std::string name);
    void record(const std::string& msg) AUDIT_NOEXCEPT;
    AUDIT_DEPRECATED("use record") void log(const std::string& msg);

private:
    std::string name_;
    int level_ = 0;
};

}  // namespace audit
