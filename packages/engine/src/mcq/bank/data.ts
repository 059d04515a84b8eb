import type { BankCompetency } from './types.ts';

export const dataCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Machine Learning',
    domain: 'data',
    keywords: [
      'machine learning',
      'ml',
      'mlops',
      'deep learning',
      'neural network',
      'PyTorch',
      'TensorFlow',
      'scikit-learn',
      'Hugging Face',
      'model training',
      'MLflow',
      'feature store',
      'computer vision',
      'nlp',
      'aprendizaje automático',
      'inteligencia artificial',
    ],
    questions: {
      basic: {
        question: 'What is overfitting in machine learning?',
        answer:
          'The model learns the training data too closely, noise included, and performs poorly on new data',
        distractors: [
          'The model is too simple to capture the patterns in the training data',
          'Training takes much longer than expected',
          'The training data contains duplicate rows',
        ],
        explanation:
          'An overfitted model has low training error but high validation error; the opposite problem, a model that is too simple, is underfitting.',
      },
      intermediate: {
        question:
          'In fraud detection, where only 1% of transactions are fraudulent, why is accuracy a poor evaluation metric?',
        answer: "A model that predicts 'not fraud' for every transaction would still score 99% accuracy",
        distractors: [
          'Accuracy cannot be computed for binary classification',
          'Accuracy always penalises false positives too heavily',
          'Accuracy can only be used with neural networks',
        ],
        explanation:
          'With imbalanced classes, precision, recall, F1 or the precision-recall curve show whether the rare class is actually found.',
      },
      advanced: {
        question:
          "In production, the distribution of a model's input features changes while the relationship between inputs and target stays the same. What is this called?",
        answer: 'Data drift (covariate shift)',
        distractors: ['Concept drift', 'Label leakage', 'Overfitting'],
        explanation:
          'Data drift is a change in P(X); concept drift is a change in P(y | X), the relationship itself; both are monitored in production ML.',
      },
    },
  },
];
