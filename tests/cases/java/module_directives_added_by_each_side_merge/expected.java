module org.example.billing {
    requires java.sql;
    requires org.example.common;
    requires org.slf4j;
    requires java.net.http;

    exports org.example.billing.api;
    exports org.example.billing.events;

    uses org.example.billing.spi.TaxProvider;
}
