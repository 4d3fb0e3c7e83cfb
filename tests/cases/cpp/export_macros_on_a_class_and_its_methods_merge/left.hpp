namespace audit {

class AUDIT_API AuditLog {
public:
    AUDIT_INLINE explicit AuditLog(std::string name);
    void record(const std::string& msg) AUDIT_NOEXCEPT;
    void flush() AUDIT_NOEXCEPT;

private:
    std::string name_;
};

}  // namespace audit
