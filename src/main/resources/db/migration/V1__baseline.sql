-- Baseline schema. Later migrations add the game tables.

CREATE TABLE service_meta (
    name  varchar(255) PRIMARY KEY,
    value varchar(255) NOT NULL
);

COMMENT ON TABLE service_meta IS 'Facts about the stored data, one row per name (e.g. which baseline created the schema).';

INSERT INTO service_meta (name, value) VALUES ('baseline', 'V1');
