module org.example.billing {
    requires java.sql;
    requires org.example.common;
    requires java.net.http;

    exports org.example.billing.api;

    uses org.example.billing.spi.TaxProvider;
}
