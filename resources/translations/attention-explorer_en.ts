<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>ae::AttentionImport</name>
        <message numerus="yes">
            <location filename="../../core/io/attention_import.cpp" line="107" />
            <source>%n query row(s) are all zero and shown as fully masked</source>
            <translation>
                <numerusform>%n query row is all zero and shown as fully masked</numerusform>
                <numerusform>%n query rows are all zero and shown as fully masked</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::ExportAll</name>
        <message numerus="yes">
            <location filename="../../ui/figures/export_all.cpp" line="109" />
            <source>Wrote %n file(s) to %1.</source>
            <translation>
                <numerusform>Wrote %n file to %1.</numerusform>
                <numerusform>Wrote %n files to %1.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::ModelOverviewWidget</name>
        <message numerus="yes">
            <location filename="../../ui/model/model_overview_widget.cpp" line="43" />
            <source>%n back</source>
            <comment>a head that looks a fixed number of tokens back</comment>
            <translation>
                <numerusform>%n back</numerusform>
                <numerusform>%n back</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/model/model_overview_widget.cpp" line="71" />
            <source>%n back</source>
            <comment>fixed-offset head, short</comment>
            <translation>
                <numerusform>%n back</numerusform>
                <numerusform>%n back</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::ModelPage</name>
        <message numerus="yes">
            <location filename="../../ui/model/model_page.cpp" line="439" />
            <source>%n token(s): %1</source>
            <translation>
                <numerusform>%n token: %1</numerusform>
                <numerusform>%n tokens: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/model/model_page.cpp" line="445" />
            <source>(continued by %n token(s) only: the model reads at most %1 positions)</source>
            <translation>
                <numerusform>(continued by %n token only: the model reads at most %1 positions)</numerusform>
                <numerusform>(continued by %n tokens only: the model reads at most %1 positions)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::ModelPanel</name>
        <message numerus="yes">
            <location filename="../../ui/panels/model_panel.cpp" line="386" />
            <source>Widths that %n head(s) cannot split equally are greyed out.</source>
            <translation>
                <numerusform>Widths that %n head cannot split equally are greyed out.</numerusform>
                <numerusform>Widths that %n heads cannot split equally are greyed out.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::TokenChips</name>
        <message numerus="yes">
            <location filename="../../ui/panels/token_chips.cpp" line="151" />
            <source>+%n more</source>
            <translation>
                <numerusform>+%n more</numerusform>
                <numerusform>+%n more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::TrainingPage</name>
        <message numerus="yes">
            <location filename="../../ui/training/training_page.cpp" line="807" />
            <source> · %Ln parameter(s), %L1 held-out examples</source>
            <translation>
                <numerusform> · %Ln parameter, %L1 held-out examples</numerusform>
                <numerusform> · %Ln parameters, %L1 held-out examples</numerusform>
            </translation>
        </message>
    </context>
</TS>
