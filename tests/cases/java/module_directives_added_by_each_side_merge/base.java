module org.example.billing {
    requires java.sql;
    requires org.example.common;

    exports org.example.billing.api;
}
