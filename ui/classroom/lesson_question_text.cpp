#include "ui/classroom/lesson_question_text.h"

#include <cmath>
#include <iterator>

namespace ae {

namespace {

// The notes' options (core/lesson_question.h), for lupdate; shown translated.
[[maybe_unused]] const char* const kOptionTexts[] = {
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "the causal mask"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "the valid length"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "both the causal mask and the valid length"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "another mask (a window or a mask matrix)"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "neither: the weight is not zero"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "it halves"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "it stays about the same"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "it doubles"),
    QT_TRANSLATE_NOOP("ae::LessonQuestionText", "it quadruples"),
};

QString token(const std::string& text)
{
    return QString::fromStdString(text);
}

QString fixed(double value, int decimals = 3)
{
    return QString::number(value, 'f', decimals);
}

} // namespace

QString LessonQuestionText::prompt(const LessonQuestion& q)
{
    const QuestionTemplate& t = q.from;
    switch (t.about) {
    case QuestionSubject::Row:
        return t.kind == QuestionKind::SketchRow
                   ? tr("Sketch the attention of '%1' (query %2, head %3): how much weight does it "
                        "give each key?")
                         .arg(token(q.queryToken))
                         .arg(t.query)
                         .arg(t.head + 1)
                   : tr("Which key does '%1' (query %2, head %3) attend to most?")
                         .arg(token(q.queryToken))
                         .arg(t.query)
                         .arg(t.head + 1);
    case QuestionSubject::KeyWeight:
        return tr("How much weight does '%1' (query %2, head %3) give the key '%4' (key %5)? A "
                  "number from 0 to 1.")
            .arg(token(q.queryToken))
            .arg(t.query)
            .arg(t.head + 1)
            .arg(token(q.keyToken))
            .arg(t.key);
    case QuestionSubject::HeadPattern:
        switch (t.pattern) {
        case HeadPattern::PreviousToken:
            return tr("Which head attends most to the previous token?");
        case HeadPattern::FirstToken:
            return tr("Which head attends most to the first token?");
        case HeadPattern::Self:
            return tr("Which head attends most to the token itself?");
        }
        break;
    case QuestionSubject::Crossover:
        return t.layer == LayerKind::Convolutional
                   ? tr("For d = %1: at which sequence length n does a self-attention layer cost "
                        "as many operations as a convolutional layer with kernel size k = %2?")
                         .arg(t.d)
                         .arg(t.k)
                   : tr("For d = %1: at which sequence length n does a self-attention layer cost "
                        "as many operations as a recurrent layer?")
                         .arg(t.d);
    case QuestionSubject::MaskCause:
        return tr("Batch item %1: which mask sets the weight of query %2 '%3' on key %4 '%5' to "
                  "zero?")
            .arg(t.batch + 1)
            .arg(t.query)
            .arg(token(q.queryToken))
            .arg(t.key)
            .arg(token(q.keyToken));
    case QuestionSubject::ScoreSpread:
        return t.scaled ? tr("Scaled scores q·k/√d of random vectors: when d grows from %1 to %2, "
                             "what happens to their spread (standard deviation)?")
                              .arg(t.d)
                              .arg(4 * t.d)
                        : tr("Unscaled scores q·k of random vectors: when d grows from %1 to %2, "
                             "what happens to their spread (standard deviation)?")
                              .arg(t.d)
                              .arg(4 * t.d);
    case QuestionSubject::ClosestPosition:
        return tr("Which position's sinusoidal encoding is most like that of position %1 '%2' "
                  "(the largest dot product)?")
            .arg(t.query)
            .arg(token(q.queryToken));
    }
    return QString();
}

QStringList LessonQuestionText::choices(const LessonQuestion& q)
{
    QStringList out;
    const std::vector<std::string>& choices = q.question.choices;
    switch (q.question.kind) {
    case QuestionKind::Number:
    case QuestionKind::SketchRow:
        return out;
    case QuestionKind::PickHead:
        for (std::size_t i = 0; i < choices.size(); ++i)
            out << tr("head %1").arg(i + 1);
        return out;
    case QuestionKind::WinningKey:
        for (const std::string& c : choices)
            out << token(c);
        return out;
    case QuestionKind::MultipleChoice:
        for (const std::string& c : choices)
            out << QCoreApplication::translate("ae::LessonQuestionText", c.c_str());
        return out;
    }
    return out;
}

QString LessonQuestionText::number(const LessonQuestion& q, double value)
{
    if (q.from.about == QuestionSubject::Crossover)
        return std::abs(value - std::round(value)) < 1e-9 ? QString::number(std::llround(value))
                                                          : QString::number(value, 'g', 6);
    return fixed(value);
}

QString LessonQuestionText::truth(const LessonQuestion& q)
{
    switch (q.question.kind) {
    case QuestionKind::Number:
        return tr("The answer: %1").arg(number(q, q.question.trueNumber));
    case QuestionKind::SketchRow:
        return tr("The true row: the largest weight, %1, is on '%2'.")
            .arg(fixed(q.evidence.at(0)), token(q.keyToken));
    default:
        break;
    }
    const QStringList shown = choices(q);
    const int right = q.question.correctChoice;
    return tr("The answer: %1")
        .arg(right >= 0 && right < shown.size() ? shown.at(right) : QString());
}

QString LessonQuestionText::explanation(const LessonQuestion& q)
{
    const QuestionTemplate& t = q.from;
    const std::vector<double>& e = q.evidence;
    switch (t.about) {
    case QuestionSubject::Row:
    case QuestionSubject::KeyWeight: {
        if (q.runnerUpToken.empty())
            return tr("'%1' is the only key the mask keeps: it gets all the weight.")
                .arg(token(q.keyToken));
        const QString lead =
            tr("'%1' gets weight %2 (score %3); the best other key, '%4', gets %5 (score %6).")
                .arg(token(q.keyToken), fixed(e[0]), fixed(e[1], 2), token(q.runnerUpToken),
                     fixed(e[2]), fixed(e[3], 2));
        return lead + QLatin1Char(' ') +
               tr("The softmax turns scores into weights: a lead of Δ in score is a weight ratio "
                  "of e^Δ.");
    }
    case QuestionSubject::HeadPattern: {
        QStringList scores;
        for (std::size_t h = 0; h < e.size(); ++h)
            scores << tr("head %1: %2").arg(h + 1).arg(fixed(e[h], 2));
        const QString what = t.pattern == HeadPattern::PreviousToken
                                 ? tr("the mean weight each row puts on the previous token")
                             : t.pattern == HeadPattern::FirstToken
                                 ? tr("the mean weight each row puts on the first token")
                                 : tr("the mean weight each row puts on its own token");
        return tr("Score of each head, %1 (rows after the first): %2. The head with the highest "
                  "score is the answer; each head learns its own way of looking.")
            .arg(what, scores.join(QStringLiteral(", ")));
    }
    case QuestionSubject::Crossover:
        return t.layer == LayerKind::Convolutional
                   ? tr("Per layer, self-attention costs n²·d operations and a convolution "
                        "k·n·d²: both are %1 at n = k·d = %2. Longer sequences make self-attention "
                        "the dearer one, but it needs O(1) sequential steps and a maximum path "
                        "length of 1.")
                         .arg(QString::number(e[0], 'g', 4), number(q, q.question.trueNumber))
                   : tr("Per layer, self-attention costs n²·d operations and a recurrent layer "
                        "n·d²: both are %1 at n = d = %2. Longer sequences make self-attention "
                        "the dearer one, but it needs O(1) sequential steps where the RNN needs "
                        "O(n), and its maximum path length is 1.")
                         .arg(QString::number(e[0], 'g', 4), number(q, q.question.trueNumber));
    case QuestionSubject::MaskCause: {
        if (e[0] != 0.0)
            return tr("No mask hides this key: its weight is %1.").arg(fixed(e[0]));
        if (e[2] == 0.0 && e[3] == 0.0)
            return tr("Neither the causal mask nor the valid length hides this key: the "
                      "session's window or mask matrix does.");
        QStringList why;
        if (e[2] != 0.0)
            why << tr("The causal mask hides every key after the query: key %1 comes after "
                      "query %2.")
                       .arg(t.key)
                       .arg(t.query);
        if (e[3] != 0.0)
            why << tr("The valid length of batch item %1 is %2: keys from position %2 on are "
                      "padding, and the masked softmax gives them weight 0.")
                       .arg(t.batch + 1)
                       .arg(int(e[1]));
        return why.join(QLatin1Char(' '));
    }
    case QuestionSubject::ScoreSpread:
        return tr("Measured on %1 random pairs: the standard deviation is %2 at d = %3 and %4 at "
                  "d = %5, a factor of %6. Var(q·k) = d, so unscaled scores spread like √d and "
                  "the softmax saturates; divided by √d their variance stays 1 for every d.")
            .arg(kSpreadSamples)
            .arg(fixed(e[0], 2))
            .arg(t.d)
            .arg(fixed(e[1], 2))
            .arg(4 * t.d)
            .arg(fixed(e[2], 2));
    case QuestionSubject::ClosestPosition: {
        int closest = -1;
        for (int j = 0; j < int(e.size()); ++j)
            if (j != t.query && (closest < 0 || e[std::size_t(j)] > e[std::size_t(closest)]))
                closest = j;
        return tr("Dot products with the encoding of position %1: the largest other one, %2, is "
                  "with position %3 '%4' (position %1 with itself: %5). Sinusoidal encodings of "
                  "nearby positions are alike, so attention can tell near from far.")
            .arg(t.query)
            .arg(fixed(closest >= 0 ? e[std::size_t(closest)] : 0.0, 2))
            .arg(closest)
            .arg(token(q.keyToken))
            .arg(fixed(e[std::size_t(t.query)], 2));
    }
    }
    return QString();
}

QString LessonQuestionText::kindName(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::SketchRow:
        return tr("Sketch a row");
    case QuestionKind::WinningKey:
        return tr("Winning key");
    case QuestionKind::PickHead:
        return tr("Pick a head");
    case QuestionKind::Number:
        return tr("Number");
    case QuestionKind::MultipleChoice:
        return tr("Multiple choice");
    }
    return QString();
}

QString LessonQuestionText::subjectName(QuestionSubject subject)
{
    switch (subject) {
    case QuestionSubject::Row:
        return tr("a query row");
    case QuestionSubject::KeyWeight:
        return tr("one weight of a row");
    case QuestionSubject::HeadPattern:
        return tr("a head's pattern");
    case QuestionSubject::Crossover:
        return tr("where self-attention costs as much as another layer");
    case QuestionSubject::MaskCause:
        return tr("which mask zeroed a weight");
    case QuestionSubject::ScoreSpread:
        return tr("how the scores spread as d grows");
    case QuestionSubject::ClosestPosition:
        return tr("the closest positional encoding");
    }
    return QString();
}

QString LessonQuestionText::patternName(HeadPattern pattern)
{
    switch (pattern) {
    case HeadPattern::PreviousToken:
        return tr("previous token");
    case HeadPattern::FirstToken:
        return tr("first token");
    case HeadPattern::Self:
        return tr("itself");
    }
    return QString();
}

QString LessonQuestionText::summary(const QuestionTemplate& t)
{
    QString detail;
    switch (t.about) {
    case QuestionSubject::Row:
        detail =
            tr("batch item %1, head %2, query %3").arg(t.batch + 1).arg(t.head + 1).arg(t.query);
        break;
    case QuestionSubject::KeyWeight:
        detail = tr("batch item %1, head %2, query %3, key %4")
                     .arg(t.batch + 1)
                     .arg(t.head + 1)
                     .arg(t.query)
                     .arg(t.key);
        break;
    case QuestionSubject::HeadPattern:
        detail = patternName(t.pattern);
        break;
    case QuestionSubject::Crossover:
        detail = t.layer == LayerKind::Convolutional
                     ? tr("convolution, d = %1, k = %2").arg(t.d).arg(t.k)
                     : tr("recurrent, d = %1").arg(t.d);
        break;
    case QuestionSubject::MaskCause:
        detail = tr("batch item %1, query %2, key %3").arg(t.batch + 1).arg(t.query).arg(t.key);
        break;
    case QuestionSubject::ScoreSpread:
        detail = t.scaled ? tr("scaled, d = %1").arg(t.d) : tr("unscaled, d = %1").arg(t.d);
        break;
    case QuestionSubject::ClosestPosition:
        detail = tr("position %1").arg(t.query);
        break;
    }
    return tr("%1 · %2").arg(kindName(t.kind), detail);
}

ClassQuestion LessonQuestionText::forClass(const LessonQuestion& q, const QString& ownPrompt)
{
    ClassQuestion out = q.question;
    out.prompt = (ownPrompt.isEmpty() ? prompt(q) : ownPrompt).toStdString();
    if (out.prompt.size() > std::size_t(ClassQuestionLimits::maxPromptBytes))
        out.prompt = (ownPrompt.isEmpty() ? prompt(q) : ownPrompt)
                         .left(ClassQuestionLimits::maxPromptBytes / 4)
                         .toStdString();
    const QStringList shown = choices(q);
    if (!shown.isEmpty()) {
        out.choices.clear();
        for (const QString& c : shown) {
            std::string utf8 = c.toStdString();
            if (utf8.size() > std::size_t(ClassQuestionLimits::maxChoiceBytes))
                utf8 = c.left(ClassQuestionLimits::maxChoiceBytes / 4).toStdString();
            out.choices.push_back(utf8);
        }
    }
    return out;
}

} // namespace ae
