module org.example.billing {
    requires java.sql;
    requires org.example.common;
    requires org.slf4j;

    exports org.example.billing.api;
    exports org.example.billing.events;
}
